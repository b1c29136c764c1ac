--TEST--
The collection threshold grows when a run frees little and shrinks back when runs free a lot
--FILE--
<?php
$keep = [];
for ($i = 0; $i < 25000; $i++) { $o = new stdClass; $keep[] = $o; }
$s = gc_status(); var_dump($s["threshold"], $s["runs"], $s["collected"]);
$keep = [];
for ($i = 0; $i < 100000; $i++) { $a = new stdClass; $b = new stdClass; $a->b = $b; $b->a = $a; }
$s = gc_status(); var_dump($s["threshold"], $s["runs"] > 2, $s["collected"] > 100000);
--EXPECT--
int(20001)
int(1)
int(0)
int(10001)
bool(true)
bool(true)
