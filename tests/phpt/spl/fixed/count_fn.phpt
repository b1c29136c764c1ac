--TEST--
count() on SplFixedArray
--FILE--
<?php
var_dump(count(new SplFixedArray(5)));
?>
--EXPECT--
int(5)
