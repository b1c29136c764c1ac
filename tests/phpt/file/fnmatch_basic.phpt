--TEST--
fnmatch patterns
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$cases = [['*.txt', 'a.txt'], ['*.txt', 'a.php'], ['a?c', 'abc'], ['a?c', 'ac'], ['[a-c]x', 'bx'], ['[!a-c]x', 'bx'], ['[!a-c]x', 'dx'],
  ['*', ''], ['*', '.hidden'], ['\*', '*'], ['\*', 'a'], ['a*b*c', 'axxbyyc'], ['a*b*c', 'axxbyy'], ['[]]', ']'], ['[a-]', '-'], ['*/*', 'a/b'], ['**', 'abc']];
foreach ($cases as [$pat, $s]) { echo $pat, ' ', $s, ' '; var_dump(fnmatch($pat, $s)); }
--EXPECT--
*.txt a.txt bool(true)
*.txt a.php bool(false)
a?c abc bool(true)
a?c ac bool(false)
[a-c]x bx bool(true)
[!a-c]x bx bool(false)
[!a-c]x dx bool(true)
*  bool(true)
* .hidden bool(true)
\* * bool(true)
\* a bool(false)
a*b*c axxbyyc bool(true)
a*b*c axxbyy bool(false)
[]] ] bool(true)
[a-] - bool(true)
*/* a/b bool(true)
** abc bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
