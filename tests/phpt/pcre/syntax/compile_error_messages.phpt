--TEST--
compilation error messages for many bad patterns
--FILE--
<?php
$pats = ['/(/', '/)/', '/[/', '/[]/', '/a{3,2}/', '/\\/', '/(?<n/', '/(?P<1a>x)/', '/(?<>x)/', '/\k/', '/\g/', '/\g{/', '/(?(1/', '/(?(/', '/(?z)/', '/(?#/', '/\p/', '/\p{/', '/\x{zz}/', '/\o{8}/', '/\N/u', '/(*FOO)/', '/(*MARK)/', '/a++++/', '/(?C/', '/(?C256)/', '/\c/', '/(?|(a)|(b)(?<n>c))/', '/\1/', '/(?P=x)/', '/(?&x)/', '/(?R/', '/\u/', '/\L/', '/\8/', '/a{99999}/', '/(?<=\R)/', '/x{2}{3}/', '/(?i/', '/[a\Qb]/', '/\E/', '/(*UTF)\xff/', "/(*LIMIT_MATCH=)/", '/(?=a)*/', '/\X{2}/u', '/(?:a|b|c|d)++?/', '/\ca\c{/', '/(?<a>.)(?<b>.)\k{c}/', '/a(?=b/' , '/\QEND/', '/[^]/', '/{/', '/(?^)/', '/(?^i:a)/', '/\K/', '/(*ACCEPT:x)/', '/(*SKIP:)/'];
foreach ($pats as $p) { echo $p, ' => '; var_dump(@preg_match($p, 'abc')); $e = error_get_last(); echo $e ? $e['message'] : '-', "\n"; error_clear_last(); }
--EXPECT--
/(/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis at offset 1
/)/ => bool(false)
preg_match(): Compilation failed: unmatched closing parenthesis at offset 0
/[/ => bool(false)
preg_match(): Compilation failed: missing terminating ] for character class at offset 1
/[]/ => bool(false)
preg_match(): Compilation failed: missing terminating ] for character class at offset 2
/a{3,2}/ => bool(false)
preg_match(): Compilation failed: numbers out of order in {} quantifier at offset 5
/\/ => bool(false)
preg_match(): No ending delimiter '/' found
/(?<n/ => bool(false)
preg_match(): Compilation failed: syntax error in subpattern name (missing terminator?) at offset 4
/(?P<1a>x)/ => bool(false)
preg_match(): Compilation failed: subpattern name must start with a non-digit at offset 4
/(?<>x)/ => bool(false)
preg_match(): Compilation failed: subpattern name expected at offset 3
/\k/ => bool(false)
preg_match(): Compilation failed: \k is not followed by a braced, angle-bracketed, or quoted name at offset 2
/\g/ => bool(false)
preg_match(): Compilation failed: \g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number at offset 2
/\g{/ => bool(false)
preg_match(): Compilation failed: subpattern name expected at offset 3
/(?(1/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis for condition at offset 4
/(?(/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis at offset 3
/(?z)/ => bool(false)
preg_match(): Compilation failed: unrecognized character after (? or (?- at offset 2
/(?#/ => bool(false)
preg_match(): Compilation failed: missing ) after (?# comment at offset 3
/\p/ => bool(false)
preg_match(): Compilation failed: malformed \P or \p sequence at offset 2
/\p{/ => bool(false)
preg_match(): Compilation failed: malformed \P or \p sequence at offset 3
/\x{zz}/ => bool(false)
preg_match(): Compilation failed: non-hex character in \x{} (closing brace missing?) at offset 3
/\o{8}/ => bool(false)
preg_match(): Compilation failed: non-octal character in \o{} (closing brace missing?) at offset 3
/\N/u => int(1)
-
/(*FOO)/ => bool(false)
preg_match(): Compilation failed: (*VERB) not recognized or malformed at offset 5
/(*MARK)/ => bool(false)
preg_match(): Compilation failed: (*MARK) must have an argument at offset 6
/a++++/ => bool(false)
preg_match(): Compilation failed: quantifier does not follow a repeatable item at offset 3
/(?C/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis at offset 3
/(?C256)/ => bool(false)
preg_match(): Compilation failed: number after (?C is greater than 255 at offset 6
/\c/ => bool(false)
preg_match(): Compilation failed: \c at end of pattern at offset 2
/(?|(a)|(b)(?<n>c))/ => int(1)
-
/\1/ => bool(false)
preg_match(): Compilation failed: reference to non-existent subpattern at offset 1
/(?P=x)/ => bool(false)
preg_match(): Compilation failed: reference to non-existent subpattern at offset 4
/(?&x)/ => bool(false)
preg_match(): Compilation failed: reference to non-existent subpattern at offset 3
/(?R/ => bool(false)
preg_match(): Compilation failed: (?R (recursive pattern call) must be followed by a closing parenthesis at offset 3
/\u/ => bool(false)
preg_match(): Compilation failed: PCRE2 does not support \F, \L, \l, \N{name}, \U, or \u at offset 2
/\L/ => bool(false)
preg_match(): Compilation failed: PCRE2 does not support \F, \L, \l, \N{name}, \U, or \u at offset 2
/\8/ => bool(false)
preg_match(): Compilation failed: reference to non-existent subpattern at offset 1
/a{99999}/ => bool(false)
preg_match(): Compilation failed: number too big in {} quantifier at offset 7
/(?<=\R)/ => bool(false)
preg_match(): Compilation failed: lookbehind assertion is not fixed length at offset 0
/x{2}{3}/ => bool(false)
preg_match(): Compilation failed: quantifier does not follow a repeatable item at offset 6
/(?i/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis at offset 3
/[a\Qb]/ => bool(false)
preg_match(): Compilation failed: missing terminating ] for character class at offset 6
/\E/ => int(1)
-
/(*UTF)\xff/ => int(0)
-
/(*LIMIT_MATCH=)/ => bool(false)
preg_match(): Compilation failed: (*VERB) not recognized or malformed at offset 14
/(?=a)*/ => int(1)
-
/\X{2}/u => int(1)
-
/(?:a|b|c|d)++?/ => bool(false)
preg_match(): Compilation failed: quantifier does not follow a repeatable item at offset 13
/\ca\c{/ => int(0)
-
/(?<a>.)(?<b>.)\k{c}/ => bool(false)
preg_match(): Compilation failed: reference to non-existent subpattern at offset 17
/a(?=b/ => bool(false)
preg_match(): Compilation failed: missing closing parenthesis at offset 5
/\QEND/ => int(0)
-
/[^]/ => bool(false)
preg_match(): Compilation failed: missing terminating ] for character class at offset 3
/{/ => int(0)
-
/(?^)/ => int(1)
-
/(?^i:a)/ => int(1)
-
/\K/ => int(1)
-
/(*ACCEPT:x)/ => int(1)
-
/(*SKIP:)/ => int(1)
-
