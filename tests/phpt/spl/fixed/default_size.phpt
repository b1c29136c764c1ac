--TEST--
SplFixedArray default size
--FILE--
<?php
$f = new SplFixedArray();
var_dump($f->getSize(), $f->toArray());
?>
--EXPECT--
int(0)
array(0) {
}
