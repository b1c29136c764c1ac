--TEST--
More string functions taking Stringable objects
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('a,b,c');
var_dump(str_split(new S('abc')), strpos($o, 'b'), str_word_count(new S('two words')), nl2br(new S("x\ny")));
var_dump(preg_match('/b/', $o), preg_replace('/,/', ';', $o), json_encode(new S('j')));
var_dump(sprintf('%5s|%-4s|', new S('ab'), new S('c')), number_format((float)(string)new S('1234.5'), 1));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
int(2)
int(2)
string(9) "x<br />
y"
int(1)
string(5) "a;b;c"
string(9) "{"s":"j"}"
string(11) "   ab|c   |"
string(7) "1,234.5"
