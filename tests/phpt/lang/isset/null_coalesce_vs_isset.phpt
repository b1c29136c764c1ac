--TEST--
?? matches isset semantics
--FILE--
<?php
$a = ['n' => null, 'f' => false, 'z' => 0];
foreach (['n', 'f', 'z', 'missing'] as $k) {
  var_dump($a[$k] ?? 'fallback');
}
$s = "abc";
var_dump($s[5] ?? 'no offset', $s[1] ?? 'no');
--EXPECT--
string(8) "fallback"
bool(false)
int(0)
string(8) "fallback"
string(9) "no offset"
string(1) "b"
