--TEST--
DirectoryIterator, FilesystemIterator, RecursiveDirectoryIterator and GlobIterator over a fixed tree
--FILE--
<?php
$d = sys_get_temp_dir() . '/tusk_dirit_' . getmypid();
@mkdir("$d/a/b", 0777, true);
touch("$d/x.txt"); touch("$d/a/y.php"); touch("$d/a/b/z.md");
$show = fn(string $p) => str_replace($d, 'D', $p);
$out = [];
foreach (new DirectoryIterator($d) as $k => $f) {
    $out[] = sprintf("%s|%s|%d|%d|%s|%s|%s|%s", gettype($k), $f->getFilename(), $f->isDot(), $f->isDir(),
        $show($f->getPathname()), $show($f->getPath()), $f, $f->getExtension());
}
sort($out); print_r($out);
$it = new DirectoryIterator($d);
var_dump($it->key(), $it->valid(), get_class($it->current()), $it->current() === $it);
$out = [];
foreach (new FilesystemIterator($d) as $k => $f) $out[] = $show($k) . " => " . get_class($f) . " " . $f->getFilename() . " " . $show($f);
sort($out); print_r($out);
$out = [];
foreach (new FilesystemIterator($d, FilesystemIterator::KEY_AS_FILENAME | FilesystemIterator::CURRENT_AS_PATHNAME) as $k => $f) $out[] = "$k => " . $show($f);
sort($out); print_r($out);
$fi = new FilesystemIterator($d, FilesystemIterator::CURRENT_AS_SELF);
var_dump($fi->getFlags(), $fi->current() === $fi);
$fi->setFlags(FilesystemIterator::KEY_AS_FILENAME); var_dump($fi->getFlags());
$out = [];
$ri = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($d, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::SELF_FIRST);
foreach ($ri as $k => $f) $out[] = $show($k) . " => " . $ri->getSubPath() . " | " . $ri->getSubPathname() . " | " . $f->getFilename();
sort($out); print_r($out);
$out = [];
foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($d)) as $k => $f) $out[] = $show($k);
sort($out); print_r($out);
$g = new GlobIterator("$d/*.txt");
var_dump(count($g), $g->count());
foreach ($g as $k => $f) echo $show($k), " => ", get_class($f), " ", $f->getFilename(), "\n";
$g = new GlobIterator("$d/*", FilesystemIterator::KEY_AS_FILENAME);
$o = []; foreach ($g as $k => $f) $o[] = $k; print_r($o);
$g = new GlobIterator("$d/nothing*"); var_dump(count($g), $g->valid());
foreach (['/nonexistent/dir', ''] as $p) {
    try { new DirectoryIterator($p); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { new FilesystemIterator($p); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { new RecursiveDirectoryIterator($p); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { new DirectoryIterator("$d/x.txt"); } catch (Throwable $e) { echo get_class($e), ": ", $show($e->getMessage()), "\n"; }
$it = new DirectoryIterator($d);
$n = iterator_count($it);
$it->seek(2); var_dump($it->key());
$it->seek(0); var_dump($it->key());
try { $it->seek(100); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($n, iterator_count(new FilesystemIterator($d)));
$r = new RecursiveDirectoryIterator($d, FilesystemIterator::SKIP_DOTS);
foreach ($r as $k => $v) { if ($r->hasChildren()) { $c = $r->getChildren(); var_dump(get_class($c), $c->getSubPath(), $show($c->getPath())); } }
var_dump(class_implements('GlobIterator'), class_parents('RecursiveDirectoryIterator'));
unlink("$d/a/b/z.md"); unlink("$d/a/y.php"); unlink("$d/x.txt"); rmdir("$d/a/b"); rmdir("$d/a"); rmdir($d);
--EXPECT--
Array
(
    [0] => integer|..|1|1|D/..|D|..|
    [1] => integer|.|1|1|D/.|D|.|
    [2] => integer|a|0|1|D/a|D|a|
    [3] => integer|x.txt|0|0|D/x.txt|D|x.txt|txt
)
int(0)
bool(true)
string(17) "DirectoryIterator"
bool(true)
Array
(
    [0] => D/a => SplFileInfo a D/a
    [1] => D/x.txt => SplFileInfo x.txt D/x.txt
)
Array
(
    [0] => . => D/.
    [1] => .. => D/..
    [2] => a => D/a
    [3] => x.txt => D/x.txt
)
int(16)
bool(true)
int(256)
Array
(
    [0] => D/a =>  | a | a
    [1] => D/a/b => a | a/b | b
    [2] => D/a/b/z.md => a/b | a/b/z.md | z.md
    [3] => D/a/y.php => a | a/y.php | y.php
    [4] => D/x.txt =>  | x.txt | x.txt
)
Array
(
    [0] => D/.
    [1] => D/..
    [2] => D/a/.
    [3] => D/a/..
    [4] => D/a/b/.
    [5] => D/a/b/..
    [6] => D/a/b/z.md
    [7] => D/a/y.php
    [8] => D/x.txt
)
int(1)
int(1)
D/x.txt => SplFileInfo x.txt
Array
(
    [0] => a
    [1] => x.txt
)
int(0)
bool(false)
UnexpectedValueException: DirectoryIterator::__construct(/nonexistent/dir): Failed to open directory: No such file or directory
UnexpectedValueException: FilesystemIterator::__construct(/nonexistent/dir): Failed to open directory: No such file or directory
UnexpectedValueException: RecursiveDirectoryIterator::__construct(/nonexistent/dir): Failed to open directory: No such file or directory
ValueError: DirectoryIterator::__construct(): Argument #1 ($directory) cannot be empty
ValueError: FilesystemIterator::__construct(): Argument #1 ($directory) cannot be empty
ValueError: RecursiveDirectoryIterator::__construct(): Argument #1 ($directory) cannot be empty
UnexpectedValueException: DirectoryIterator::__construct(D/x.txt): Failed to open directory: Not a directory
int(2)
int(0)
OutOfBoundsException: Seek position 100 is out of range
int(4)
int(2)
string(26) "RecursiveDirectoryIterator"
string(1) "a"
string(3) "D/a"
array(5) {
  ["Stringable"]=>
  string(10) "Stringable"
  ["SeekableIterator"]=>
  string(16) "SeekableIterator"
  ["Traversable"]=>
  string(11) "Traversable"
  ["Iterator"]=>
  string(8) "Iterator"
  ["Countable"]=>
  string(9) "Countable"
}
array(3) {
  ["FilesystemIterator"]=>
  string(18) "FilesystemIterator"
  ["DirectoryIterator"]=>
  string(17) "DirectoryIterator"
  ["SplFileInfo"]=>
  string(11) "SplFileInfo"
}
