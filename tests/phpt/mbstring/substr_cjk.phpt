--TEST--
mb_substr() of cjk text
--INI--
extension=mbstring
--FILE--
<?php
$s = '日本語テキスト';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(21) "日本語テキスト"
string(18) "本語テキスト"
string(9) "日本語"
string(6) "語テ"
string(6) "スト"
string(6) "キス"
string(15) "本語テキス"
string(0) ""
string(0) ""
string(6) "日本"
