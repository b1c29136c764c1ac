--TEST--
a reference to an object
--FILE--
<?php
$o = new stdClass;
$a = [$o, $o, &$o];
echo serialize($a), "\n";
--EXPECT--
a:3:{i:0;O:8:"stdClass":0:{}i:1;r:2;i:2;R:2;}
