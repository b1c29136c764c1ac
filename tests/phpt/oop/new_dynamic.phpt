--TEST--
new with a variable class name
--FILE--
<?php
class A { function __construct() { echo "made\n"; } }
$c = 'A'; $o = new $c; $o2 = new $o; var_dump($o2 instanceof A);
--EXPECT--
made
made
bool(true)
