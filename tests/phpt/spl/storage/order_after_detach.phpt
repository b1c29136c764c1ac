--TEST--
SplObjectStorage keeps insertion order
--FILE--
<?php
$s = new SplObjectStorage;
$objs = [];
for ($i = 0; $i < 4; $i++) { $o = new stdClass; $o->i = $i; $objs[] = $o; $s->attach($o); }
$s->detach($objs[1]);
$s->attach($objs[1]);
foreach ($s as $o) echo $o->i;
echo "\n";
?>
--EXPECT--
0231
