--TEST--
mb_substitute_character() modes
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_substitute_character());
var_dump(mb_substitute_character('long'));
echo mb_convert_encoding("a\xffb", 'UTF-8', 'UTF-8'), ' ', mb_convert_encoding('a€😀', 'ISO-8859-1', 'UTF-8'), "\n";
var_dump(mb_substitute_character());
mb_substitute_character('entity');
echo mb_convert_encoding("a\xffb", 'UTF-8', 'UTF-8'), ' ', mb_convert_encoding('a€😀', 'ISO-8859-1', 'UTF-8'), "\n";
mb_substitute_character('none');
echo mb_convert_encoding("a\xffb€", 'ISO-8859-1', 'UTF-8'), "\n";
var_dump(mb_substitute_character());
mb_substitute_character(0x263A);
echo mb_convert_encoding("a\xffb€", 'ISO-8859-1', 'UTF-8'), ' ', mb_convert_encoding("a\xffb", 'UTF-8', 'UTF-8'), "\n";
var_dump(mb_substitute_character());
mb_substitute_character('NONE');
var_dump(mb_substitute_character());
?>
--EXPECT--
int(63)
bool(true)
a?b aU+20ACU+1F600
string(4) "long"
a?b a&#x20AC;&#x1F600;
ab
string(4) "none"
a?b? a☺b
int(9786)
string(4) "none"
