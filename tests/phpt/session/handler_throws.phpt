--TEST--
a save handler that throws
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_throws';
@mkdir($dir);
ini_set('session.save_path', $dir);
class T extends SessionHandler {
  public $where;
  function __construct($w) { $this->where = $w; }
  function open(string $p, string $n): bool { if ($this->where == 'open') throw new Exception('in open'); return parent::open($p, $n); }
  function read(string $id): string|false { if ($this->where == 'read') throw new Exception('in read'); return parent::read($id); }
  function write(string $id, string $d): bool { if ($this->where == 'write') throw new Exception('in write'); return parent::write($id, $d); }
}
foreach (['open', 'read', 'write'] as $w) {
  session_set_save_handler(new T($w), false);
  session_id('thr1');
  try { var_dump(session_start()); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
  var_dump(session_status());
  try { var_dump(session_write_close()); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
  var_dump(session_status());
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_throws';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
in open
int(1)
bool(false)
int(1)
in read
int(1)
bool(false)
int(1)
bool(true)
int(2)
in write
int(1)
