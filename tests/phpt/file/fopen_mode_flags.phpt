--TEST--
fopen with extra mode letters
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (['rb+', 'wb', 'xt', 'ce', 'rn'] as $m) {
    @unlink($p);
    if ($m[0] === 'r') file_put_contents($p, 'x');
    $f = fopen($p, $m);
    var_dump(is_resource($f), stream_get_meta_data($f)['mode']);
    fclose($f);
}
unlink($p);
--EXPECT--
bool(true)
string(3) "rb+"
bool(true)
string(2) "wb"
bool(true)
string(2) "xt"
bool(true)
string(2) "ce"
bool(true)
string(2) "rn"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
