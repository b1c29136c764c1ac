--TEST--
compilation failure: duplicate group names without J
--FILE--
<?php
var_dump(preg_match('/(?<n>a)(?<n>b)/', 'ab'));
--EXPECTF--

Warning: preg_match(): Compilation failed: two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 12 in %s on line 2
bool(false)
