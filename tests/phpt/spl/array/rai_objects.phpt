--TEST--
RecursiveArrayIterator with objects
--FILE--
<?php
$o = new stdClass; $o->a = 1;
$r = new RecursiveArrayIterator([$o, new ArrayObject([5])]);
foreach ($r as $v) { var_dump($r->hasChildren()); var_dump(get_class($r->getChildren())); }
$r = new RecursiveArrayIterator([$o], RecursiveArrayIterator::CHILD_ARRAYS_ONLY);
$r->rewind();
var_dump($r->hasChildren());
?>
--EXPECT--
bool(true)
string(22) "RecursiveArrayIterator"
bool(true)
string(22) "RecursiveArrayIterator"
bool(false)
