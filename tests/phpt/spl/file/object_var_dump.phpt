--TEST--
SplFileObject var_dump
--FILE--
<?php
$f = new SplFileObject(__FILE__);
$d = print_r($f, true);
echo str_replace(__FILE__, 'FILE', $d);
?>
--EXPECT--
SplFileObject Object
(
    [pathName:SplFileInfo:private] => FILE
    [fileName:SplFileInfo:private] => object_var_dump.php
    [openMode:SplFileObject:private] => r
    [delimiter:SplFileObject:private] => ,
    [enclosure:SplFileObject:private] => "
)
