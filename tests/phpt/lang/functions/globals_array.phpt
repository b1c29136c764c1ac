--TEST--
$GLOBALS read and write
--FILE--
<?php
$x = 10;
function readG() { return $GLOBALS['x']; }
function writeG() { $GLOBALS['y'] = 'from function'; }
var_dump(readG());
writeG();
var_dump($y);
--EXPECT--
int(10)
string(13) "from function"
