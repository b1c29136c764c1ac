--TEST--
ReflectionFunction lines
--FILE--
<?php
function f()
{
    return 1;
}
$f = new ReflectionFunction('f');
var_dump($f->getStartLine(), $f->getEndLine(), basename($f->getFileName()));
$c = function () {
    return 2;
};
$r = new ReflectionFunction($c);
var_dump($r->getStartLine(), $r->getEndLine());
?>
--EXPECT--
int(2)
int(5)
string(18) "function_lines.php"
int(8)
int(10)
