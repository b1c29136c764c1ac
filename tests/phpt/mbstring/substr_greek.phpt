--TEST--
mb_substr() of greek text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Καλημέρα';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(16) "Καλημέρα"
string(14) "αλημέρα"
string(6) "Καλ"
string(4) "λη"
string(4) "ρα"
string(4) "έρ"
string(12) "αλημέρ"
string(0) ""
string(0) ""
string(4) "Κα"
