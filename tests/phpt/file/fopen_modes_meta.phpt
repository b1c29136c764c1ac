--TEST--
the mode string in stream_get_meta_data
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
foreach (['r', 'rb', 'rt', 'r+', 'r+b', 'a', 'ab+', 'c', 'w'] as $m) {
    $f = fopen($p, $m);
    var_dump(stream_get_meta_data($f)['mode']);
    fclose($f);
}
unlink($p);
--EXPECT--
string(1) "r"
string(2) "rb"
string(2) "rt"
string(2) "r+"
string(3) "r+b"
string(1) "a"
string(3) "ab+"
string(1) "c"
string(1) "w"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
