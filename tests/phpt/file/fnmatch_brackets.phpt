--TEST--
fnmatch bracket expressions
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach ([['[a-z]*', 'hello'], ['[A-Z]*', 'hello'], ['[^a]', 'b'], ['[!a]', 'a'], ['[a-c-e]', 'e'], ['[[]', '['], ['x[', 'x['], ['[\]]', ']'], ['[a\-z]', '-'], ['*[0-9]', 'file7'], ['*.{a,b}', 'x.a']] as [$pat, $s]) {
    echo $pat, ' ', $s, ' '; var_dump(fnmatch($pat, $s));
}
--EXPECT--
[a-z]* hello bool(true)
[A-Z]* hello bool(false)
[^a] b bool(true)
[!a] a bool(false)
[a-c-e] e bool(true)
[[] [ bool(true)
x[ x[ bool(true)
[\]] ] bool(true)
[a\-z] - bool(true)
*[0-9] file7 bool(true)
*.{a,b} x.a bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
