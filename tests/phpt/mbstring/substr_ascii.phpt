--TEST--
mb_substr() of ascii text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'hello';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(5) "hello"
string(4) "ello"
string(3) "hel"
string(2) "ll"
string(2) "lo"
string(2) "ll"
string(3) "ell"
string(0) ""
string(0) ""
string(2) "he"
