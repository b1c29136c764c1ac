--TEST--
foreach over an object's properties while adding and removing them
--FILE--
<?php
#[AllowDynamicProperties]
class P { public $a = 1; public $b = 2; public $c = 3; }
$p = new P;
foreach ($p as $k => $v) { echo "$k=$v\n"; if ($k == 'a') { unset($p->b); $p->d = 4; } }
--EXPECT--
a=1
c=3
d=4
