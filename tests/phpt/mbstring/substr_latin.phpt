--TEST--
mb_substr() of latin text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'héllo wörld';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(13) "héllo wörld"
string(12) "éllo wörld"
string(4) "hél"
string(2) "ll"
string(2) "ld"
string(2) "rl"
string(11) "éllo wörl"
string(0) ""
string(0) ""
string(3) "hé"
