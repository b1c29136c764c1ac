--TEST--
Warnings inside an included file name that file
--FILE--
<?php
file_put_contents(__DIR__ . '/include_warning_location.inc', "<?php\necho \$undefinedInInclude;\n");
include 'include_warning_location.inc';
echo "done\n";
--EXPECTF--

Warning: Undefined variable $undefinedInInclude in %s/include_warning_location.inc on line 2
done
--CLEAN--
<?php
@unlink(__DIR__ . '/include_warning_location.inc');
