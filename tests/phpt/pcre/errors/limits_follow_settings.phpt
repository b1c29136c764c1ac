--TEST--
pcre's limits follow pcre.backtrack_limit and pcre.recursion_limit as they change between calls (ini_set, ini_restore, in loops)
--INI--
pcre.jit=0
--FILE--
<?php
// pcre's limits follow the settings as they change between calls, in a
// loop, through ini_set and ini_restore.
$re = '/(?:\D+|<\d+>)*[!?]/';
$s = 'foobar foobar foobar';
foreach (['100', '1000000', '50', false, '10'] as $lim) {
    if ($lim === false) {
        ini_restore('pcre.backtrack_limit');
    } else {
        ini_set('pcre.backtrack_limit', $lim);
    }
    for ($i = 0; $i < 3; $i++) {
        $r = preg_match($re, $s . str_repeat("x", $i));
        $ok = preg_match($re, "foo bar!");
    }
    echo ini_get('pcre.backtrack_limit'), " ", var_export($r, true), " ", var_export($ok, true), " ", preg_last_error_msg(), "\n";
}
ini_set('pcre.recursion_limit', '5');
var_dump(preg_match('/(a(b(c(d(e(f)))))|x)+/', 'abcdefabcdef'), preg_last_error_msg());
ini_restore('pcre.recursion_limit');
var_dump(preg_match('/(a(b(c(d(e(f)))))|x)+/', 'abcdefabcdef'), preg_last_error_msg());
--EXPECT--
100 false 1 No error
1000000 false 1 No error
50 false 1 No error
1000000 false 1 No error
10 false false Backtrack limit exhausted
bool(false)
string(25) "Recursion limit exhausted"
bool(false)
string(25) "Backtrack limit exhausted"
