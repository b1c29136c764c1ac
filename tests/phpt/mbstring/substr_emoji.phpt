--TEST--
mb_substr() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
foreach ([[0, null], [1, null], [0, 3], [2, 2], [-2, null], [-3, 2], [1, -1], [0, -100], [100, null], [-100, 2]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
?>
--EXPECT--
string(11) "a😀b🎉c"
string(10) "😀b🎉c"
string(6) "a😀b"
string(5) "b🎉"
string(5) "🎉c"
string(5) "b🎉"
string(9) "😀b🎉"
string(0) ""
string(0) ""
string(5) "a😀"
