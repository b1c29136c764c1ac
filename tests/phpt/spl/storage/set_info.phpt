--TEST--
SplObjectStorage setInfo during iteration
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass; $b = new stdClass;
$s->attach($a); $s->attach($b);
$i = 0;
$s->rewind();
while ($s->valid()) { $s->setInfo("info" . $i++); $s->next(); }
var_dump($s->offsetGet($a), $s->offsetGet($b));
?>
--EXPECT--
string(5) "info0"
string(5) "info1"
