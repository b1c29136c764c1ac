--TEST--
runner: --CLEAN-- runs after the test and the working directory is the test's
--FILE--
<?php
file_put_contents('clean_section.tmp', "data\n");
var_dump(file_exists(__DIR__ . '/clean_section.tmp'));
var_dump(basename(__FILE__));
var_dump(getcwd() === __DIR__);
--CLEAN--
<?php
@unlink(__DIR__ . '/clean_section.tmp');
--EXPECT--
bool(true)
string(17) "clean_section.php"
bool(true)
