--TEST--
error offsets on bad references
--FILE--
<?php
foreach (['R:1;', 'r:1;', 'a:1:{i:0;R:2;}', 'a:1:{i:0;r:1;}', 'a:1:{i:0;r:2;}', 'a:2:{i:0;i:1;i:1;r:2;}', 'a:1:{i:0;R:0;}', 'a:1:{R:1;i:0;}', 'a:1:{i:0;R:x;}'] as $s) { echo $s, ': '; var_dump(unserialize($s)); }
--EXPECTF--
R:1;: 
Notice: unserialize(): Error at offset 4 of 4 bytes in %s on line 2
bool(false)
r:1;: 
Notice: unserialize(): Error at offset 4 of 4 bytes in %s on line 2
bool(false)
a:1:{i:0;R:2;}: 
Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:1:{i:0;r:1;}: 
Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:1:{i:0;r:2;}: 
Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:2:{i:0;i:1;i:1;r:2;}: 
Notice: unserialize(): Error at offset 21 of 22 bytes in %s on line 2
bool(false)
a:1:{i:0;R:0;}: 
Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)
a:1:{R:1;i:0;}: 
Notice: unserialize(): Error at offset 9 of 14 bytes in %s on line 2
bool(false)
a:1:{i:0;R:x;}: 
Notice: unserialize(): Error at offset 9 of 14 bytes in %s on line 2
bool(false)
