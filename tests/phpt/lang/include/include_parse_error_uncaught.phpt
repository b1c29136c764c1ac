--TEST--
Uncaught parse error inside an included file
--FILE--
<?php
file_put_contents(__DIR__ . '/include_parse_error_uncaught.inc', "<?php\n\$x = ;\n");
echo "before\n";
include 'include_parse_error_uncaught.inc';
echo "after\n";
--EXPECTF--
before

Parse error: syntax error, unexpected token ";" in %s/include_parse_error_uncaught.inc on line 2
--CLEAN--
<?php
@unlink(__DIR__ . '/include_parse_error_uncaught.inc');
