--TEST--
error offsets on bad objects
--FILE--
<?php
foreach (['O:0:"":0:{}', 'O:3:"a-b":0:{}', 'O:8:"stdClass":1:{a:0:{}N;}', 'O:8:"stdClass"x1:{}', 'O:8:"stdClass":1x{s:1:"a";N;}', 'O:8:"stdClass":-1:{}', 'O:8:"stdClass":3:{s:1:"a";N;}', 'O:9:"stdClass":0:{}', 'a:1:{O:8:"stdClass":0:{}i:1;}'] as $s) { echo $s, ': '; var_dump(unserialize($s)); }
--EXPECTF--
O:0:"":0:{}: 
Notice: unserialize(): Error at offset 2 of 11 bytes in %s on line 2
bool(false)
O:3:"a-b":0:{}: 
Notice: unserialize(): Error at offset 0 of 14 bytes in %s on line 2
bool(false)
O:8:"stdClass":1:{a:0:{}N;}: 
Notice: unserialize(): Error at offset 23 of 27 bytes in %s on line 2
bool(false)
O:8:"stdClass"x1:{}: 
Notice: unserialize(): Error at offset 14 of 19 bytes in %s on line 2
bool(false)
O:8:"stdClass":1x{s:1:"a";N;}: 
Notice: unserialize(): Error at offset 16 of 29 bytes in %s on line 2
bool(false)
O:8:"stdClass":-1:{}: 
Notice: unserialize(): Error at offset 17 of 20 bytes in %s on line 2
bool(false)
O:8:"stdClass":3:{s:1:"a";N;}: 
Notice: unserialize(): Unexpected end of serialized data in %s on line 2

Notice: unserialize(): Error at offset 28 of 29 bytes in %s on line 2
bool(false)
O:9:"stdClass":0:{}: 
Notice: unserialize(): Error at offset 14 of 19 bytes in %s on line 2
bool(false)
a:1:{O:8:"stdClass":0:{}i:1;}: 
Notice: unserialize(): Error at offset 5 of 29 bytes in %s on line 2
bool(false)
