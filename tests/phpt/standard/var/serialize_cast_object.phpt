--TEST--
(object) casts
--FILE--
<?php
echo serialize((object) ['a' => 1, 'b' => 2]), "\n", serialize((object) []), "\n";
--EXPECT--
O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";i:2;}
O:8:"stdClass":0:{}
