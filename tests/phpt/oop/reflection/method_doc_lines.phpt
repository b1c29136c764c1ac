--TEST--
method getDocComment and lines
--FILE--
<?php
class A {
    /** Does things. */
    public function m()
    {
        return 1;
    }
    public function n() {}
}
$m = new ReflectionMethod('A', 'm');
var_dump($m->getDocComment(), $m->getStartLine(), $m->getEndLine(), basename($m->getFileName()));
var_dump((new ReflectionMethod('A', 'n'))->getDocComment());
?>
--EXPECT--
string(19) "/** Does things. */"
int(4)
int(7)
string(20) "method_doc_lines.php"
bool(false)
