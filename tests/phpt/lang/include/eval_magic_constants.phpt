--TEST--
__LINE__ and __FILE__ inside eval
--FILE--
<?php
eval("echo __LINE__, \"\\n\";\necho __LINE__, \"\\n\";");
$f = eval('return __FILE__;');
echo $f, "\n";
--EXPECTF--
1
2
%s(3) : eval()'d code
