--TEST--
RecursiveArrayIterator subclass getChildren class
--FILE--
<?php
class R extends RecursiveArrayIterator {}
$r = new R([[1]]);
$r->rewind();
var_dump(get_class($r->getChildren()));
?>
--EXPECT--
string(1) "R"
