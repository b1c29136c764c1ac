--TEST--
filetype for special files
--FILE--
<?php
var_dump(filetype('/dev/null'));
var_dump(filetype('/'));
var_dump(is_file('/dev/null'), is_dir('/dev/null'));
--EXPECT--
string(4) "char"
string(3) "dir"
bool(false)
bool(false)
