--TEST--
getFileName/getStartLine/getEndLine/getDocComment
--FILE--
<?php
/**
 * The A class.
 */
class A
{
    public $x;
}
class B {}
$r = new ReflectionClass('A');
var_dump(basename($r->getFileName()), $r->getStartLine(), $r->getEndLine());
var_dump($r->getDocComment());
var_dump((new ReflectionClass('B'))->getDocComment());
$i = new ReflectionClass('ArrayObject');
var_dump($i->getFileName(), $i->getStartLine(), $i->getDocComment());
?>
--EXPECT--
string(19) "class_lines_doc.php"
int(5)
int(8)
string(23) "/**
 * The A class.
 */"
bool(false)
bool(false)
bool(false)
bool(false)
