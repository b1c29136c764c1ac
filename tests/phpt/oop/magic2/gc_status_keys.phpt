--TEST--
gc_status reports runs, collected, threshold and roots as ints
--FILE--
<?php
$st = gc_status();
foreach (['runs', 'collected', 'threshold', 'roots'] as $k) echo $k, ": ", gettype($st[$k]), "\n";
var_dump(gc_enabled());
gc_disable(); var_dump(gc_enabled());
gc_enable(); var_dump(gc_enabled());
--EXPECT--
runs: integer
collected: integer
threshold: integer
roots: integer
bool(true)
bool(false)
bool(true)
