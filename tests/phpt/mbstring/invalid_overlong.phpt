--TEST--
invalid UTF-8 (overlong) through the mbstring functions
--INI--
extension=mbstring
--FILE--
<?php
$s = "\xC0\xAF";
echo bin2hex($s), "\n";
var_dump(mb_strlen($s));
echo bin2hex(mb_substr($s, 0, 2)), "\n";
echo json_encode(array_map('bin2hex', mb_str_split($s))), "\n";
echo bin2hex(mb_strtoupper($s)), "\n";
echo bin2hex(mb_convert_encoding($s, 'UTF-8', 'UTF-8')), "\n";
var_dump(mb_strwidth($s), mb_check_encoding($s));
var_dump(mb_strpos($s . 'b', 'b'), mb_strrpos($s . 'bb', 'b'), mb_stripos($s . 'B', 'b'));
echo bin2hex(mb_scrub($s)), "\n";
?>
--EXPECT--
c0af
int(2)
c0af
["c0","af"]
3f3f
3f3f
int(2)
bool(false)
int(1)
int(2)
int(2)
3f3f
