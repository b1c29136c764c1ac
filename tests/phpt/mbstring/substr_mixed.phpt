--TEST--
mb_substr() of mixed text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Ünïcödé ñ 漢字 😀';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(26) "Ünïcödé ñ 漢字 😀"
string(24) "nïcödé ñ 漢字 😀"
string(5) "Ünï"
string(3) "ïc"
string(5) " 😀"
string(4) "字 "
string(20) "nïcödé ñ 漢字 "
string(0) ""
string(0) ""
string(3) "Ün"
