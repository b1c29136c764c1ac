--TEST--
SplObjectStorage key() is a sequence
--FILE--
<?php
$s = new SplObjectStorage;
for ($i = 0; $i < 3; $i++) $s->attach(new stdClass);
foreach ($s as $k => $v) var_dump($k);
?>
--EXPECT--
int(0)
int(1)
int(2)
