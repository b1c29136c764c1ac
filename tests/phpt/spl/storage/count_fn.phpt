--TEST--
count() on SplObjectStorage
--FILE--
<?php
$s = new SplObjectStorage;
$s->attach(new stdClass); $s->attach(new stdClass);
var_dump(count($s));
?>
--EXPECT--
int(2)
