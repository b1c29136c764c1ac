--TEST--
ArrayObject iterator class
--FILE--
<?php
class MyIt extends ArrayIterator {}
$a = new ArrayObject([1], 0, 'MyIt');
var_dump($a->getIteratorClass(), get_class($a->getIterator()));
$a->setIteratorClass('ArrayIterator');
var_dump($a->getIteratorClass());
?>
--EXPECT--
string(4) "MyIt"
string(4) "MyIt"
string(13) "ArrayIterator"
