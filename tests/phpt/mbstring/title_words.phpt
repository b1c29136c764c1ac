--TEST--
MB_CASE_TITLE word boundaries
--INI--
extension=mbstring
--FILE--
<?php
foreach (['hello-world', 'hello_world', 'hello.world', "o'clock", 'a1b2c3', 'x(y)z', 'tab\tsep', 'new\nline', 'ÀÉÎ õü', 'über.straße', 'don’t', 'a·b', 'ǳ ǲ Ǳ', 'ǈ ǉ Ǉ ǋ ǌ Ǌ'] as $s) {
    echo mb_convert_case($s, MB_CASE_TITLE), "|", mb_convert_case($s, MB_CASE_TITLE_SIMPLE), "\n";
}
?>
--EXPECT--
Hello-World|Hello-World
Hello_World|Hello_World
Hello.world|Hello.world
O'clock|O'clock
A1B2C3|A1B2C3
X(Y)Z|X(Y)Z
Tab\Tsep|Tab\Tsep
New\Nline|New\Nline
Àéî Õü|Àéî Õü
Über.straße|Über.straße
Don’t|Don’t
A·b|A·b
ǲ ǲ ǲ|ǲ ǲ ǲ
ǈ ǈ ǈ ǋ ǋ ǋ|ǈ ǈ ǈ ǋ ǋ ǋ
