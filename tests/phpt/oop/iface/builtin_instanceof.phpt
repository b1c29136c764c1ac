--TEST--
built-in classes and interfaces: instanceof relationships
--FILE--
<?php
$g = (function () { yield 1; })();
$c = fn() => 1;
var_dump($g instanceof Iterator, $g instanceof Traversable, $g instanceof Generator);
var_dump($c instanceof Closure, new ArrayIterator([]) instanceof Countable, new ArrayIterator([]) instanceof ArrayAccess, new ArrayIterator([]) instanceof SeekableIterator);
var_dump(new Exception instanceof Throwable, new Error instanceof Exception, new TypeError instanceof Error);
var_dump(new ArrayObject([]) instanceof IteratorAggregate);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
