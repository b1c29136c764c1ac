--TEST--
generator: body does not run until first use
--FILE--
<?php
function g() { echo "running\n"; yield 1; }
$g = g();
echo "made\n";
var_dump($g->valid());
--EXPECT--
made
running
bool(true)
