--TEST--
stdClass objects and r:
--FILE--
<?php
$o = new stdClass;
$o->a = 1;
$o->b = [1, 2];
echo serialize($o), "\n";
echo serialize([$o, $o]), "\n";
--EXPECT--
O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";a:2:{i:0;i:1;i:1;i:2;}}
a:2:{i:0;O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";a:2:{i:0;i:1;i:1;i:2;}}i:1;r:2;}
