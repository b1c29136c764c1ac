--TEST--
error offsets on bad scalars
--FILE--
<?php
foreach (['x', 'i:1', 'i:;', 'i:1x;', 'b:2;', 'b:;', 'N', 'd:1e;', 'd:;', 'd:x;', 'd:INFx;', 's:3:"ab";', 's:5:"abc";', 's:3:"abc"x', 's:3:"abc"', 's:-1:"";', 'S:3:"\6gbc";'] as $s) { echo $s, ': '; var_dump(unserialize($s)); }
--EXPECTF--
x: 
Notice: unserialize(): Error at offset 0 of 1 bytes in %s on line 2
bool(false)
i:1: 
Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
i:;: 
Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
i:1x;: 
Notice: unserialize(): Error at offset 0 of 5 bytes in %s on line 2
bool(false)
b:2;: 
Notice: unserialize(): Error at offset 0 of 4 bytes in %s on line 2
bool(false)
b:;: 
Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
N: 
Notice: unserialize(): Error at offset 0 of 1 bytes in %s on line 2
bool(false)
d:1e;: 
Notice: unserialize(): Error at offset 0 of 5 bytes in %s on line 2
bool(false)
d:;: 
Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
d:x;: 
Notice: unserialize(): Error at offset 0 of 4 bytes in %s on line 2
bool(false)
d:INFx;: 
Notice: unserialize(): Error at offset 0 of 7 bytes in %s on line 2
bool(false)
s:3:"ab";: 
Notice: unserialize(): Error at offset 8 of 9 bytes in %s on line 2
bool(false)
s:5:"abc";: 
Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 2
bool(false)
s:3:"abc"x: 
Notice: unserialize(): Error at offset 9 of 10 bytes in %s on line 2
bool(false)
s:3:"abc": 
Notice: unserialize(): Error at offset 9 of 9 bytes in %s on line 2
bool(false)
s:-1:"";: 
Notice: unserialize(): Error at offset 0 of 8 bytes in %s on line 2
bool(false)
S:3:"\6gbc";: 
Notice: unserialize(): Error at offset 0 of 12 bytes in %s on line 2
bool(false)
