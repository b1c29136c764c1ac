--TEST--
isIterable
--FILE--
<?php
class A {} class B implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([]); } }
abstract class C implements Iterator {}
var_dump((new ReflectionClass('A'))->isIterable(), (new ReflectionClass('B'))->isIterable(), (new ReflectionClass('C'))->isIterable(), (new ReflectionClass('ArrayObject'))->isIterable());
?>
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(true)
