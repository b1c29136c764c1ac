--TEST--
mb_substr() of empty text
--INI--
extension=mbstring
--FILE--
<?php
$s = '';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
