--TEST--
error offsets on bad arrays
--FILE--
<?php
foreach (['a:1:{i:0;i:1;', 'a:1:{i:0;i:1;]', 'a:2:{i:0;i:1;}', 'a:5:{i:0;i:1;}', 'a:-1:{}', 'a:1:{d:1.5;i:1;}', 'a:1:{N;i:1;}', 'a:1:{b:1;i:1;}', 'a:1:{a:0:{}i:1;}', 'a:1:{i:0;}', 'a:1', 'a:1:{', 'a:1:[i:0;i:1;]', 'a:0:{', 'a:0:{}}'] as $s) { echo $s, ': '; var_dump(unserialize($s)); }
--EXPECTF--
a:1:{i:0;i:1;: 
Notice: unserialize(): Error at offset 13 of 13 bytes in %s on line 2
bool(false)
a:1:{i:0;i:1;]: 
Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:2:{i:0;i:1;}: 
Notice: unserialize(): Unexpected end of serialized data in %s on line 2

Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:5:{i:0;i:1;}: 
Notice: unserialize(): Error at offset 5 of 14 bytes in %s on line 2
bool(false)
a:-1:{}: 
Notice: unserialize(): Error at offset 0 of 7 bytes in %s on line 2
bool(false)
a:1:{d:1.5;i:1;}: 
Notice: unserialize(): Error at offset 11 of 16 bytes in %s on line 2
bool(false)
a:1:{N;i:1;}: 
Notice: unserialize(): Error at offset 7 of 12 bytes in %s on line 2
bool(false)
a:1:{b:1;i:1;}: 
Notice: unserialize(): Error at offset 9 of 14 bytes in %s on line 2
bool(false)
a:1:{a:0:{}i:1;}: 
Notice: unserialize(): Error at offset 10 of 16 bytes in %s on line 2
bool(false)
a:1:{i:0;}: 
Notice: unserialize(): Unexpected end of serialized data in %s on line 2

Notice: unserialize(): Error at offset 9 of 10 bytes in %s on line 2
bool(false)
a:1: 
Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
a:1:{: 
Notice: unserialize(): Error at offset 5 of 5 bytes in %s on line 2
bool(false)
a:1:[i:0;i:1;]: 
Notice: unserialize(): Error at offset 0 of 14 bytes in %s on line 2
bool(false)
a:0:{: 
Notice: unserialize(): Error at offset 5 of 5 bytes in %s on line 2
bool(false)
a:0:{}}: array(0) {
}
